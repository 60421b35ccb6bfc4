import pg from 'pg';
import { BUDGET_RANGES, PACKAGE_INTERESTS, SAFARI_TYPES } from '#database/schemas/inquiry.schema.ts';
import { FORM_LABELS, groupSizeLabel, SECTION_FORM_PREFIX, STATUS_LABELS } from '#lib/inquiry-labels.ts';

/** Whole minutes, rounded as Math.round does, from millisecond-precise times (as the API reads them). */
const minutesToFirstResponse = `(floor(extract(epoch from date_trunc('milliseconds', first_responded_at) - date_trunc('milliseconds', created_at)) / 60 + 0.5))::bigint::text`;

/** A text as an SQL literal; the values here are our own labels and the configured time zone. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A stored code as the label staff read (lib/inquiry-labels.ts); any other code as `otherwise` says, else as itself. */
function labelSql(column: string, labels: Readonly<Record<string, string>>, otherwise = column): string {
  const cases = Object.entries(labels).map(([code, label]) => `when ${literal(code)} then ${literal(label)}`);
  return `(case ${column} ${cases.join(' ')} else ${otherwise} end)`;
}

const optionLabels = (options: readonly { value: string; label: string }[]) => Object.fromEntries(options.map((o) => [o.value, o.label]));

/** "2026-03-12 14:05" in the operator's time zone: what a spreadsheet reads as a date and time. */
const localTime = (column: string, timeZone: string) => `to_char(${column} at time zone ${literal(timeZone)}, 'YYYY-MM-DD HH24:MI')`;

/**
 * Every stored field, its status, lead source and first response, in the words staff see in the desk
 * (issue 21: no raw codes) and times in SITE_TIMEZONE, named in the headers. Each a text expression, so
 * PostgreSQL writes the file (decision 147); the labels come from the same lists the desk reads.
 */
function columns(timeZone: string): [string, string][] {
  const zone = timeZone.replace(/_/g, ' ');
  return [
    ['ID', 'id::text'],
    [`Received (${zone} time)`, localTime('created_at', timeZone)],
    ['Status', labelSql('status', STATUS_LABELS)],
    ['First name', 'first_name'],
    ['Last name', 'last_name'],
    ['Email', 'email'],
    ['Phone', 'phone'],
    ['Package', labelSql('package_type', optionLabels([...PACKAGE_INTERESTS, ...SAFARI_TYPES]))],
    ['Safari type', labelSql('safari_type', optionLabels(SAFARI_TYPES))],
    ['Group size', labelSql('group_size', { 'not given': groupSizeLabel('not given'), '1': groupSizeLabel('1') }, "group_size || ' people'")],
    ['Budget', labelSql('budget_range', optionLabels(BUDGET_RANGES))],
    ['Arrival', "to_char(arrival_date, 'YYYY-MM-DD')"],
    ['Departure', "to_char(departure_date, 'YYYY-MM-DD')"],
    ['Message', 'message'],
    [`First response (${zone} time)`, localTime('first_responded_at', timeZone)],
    ['Minutes to first response', minutesToFirstResponse],
    ['Landing page', 'landing_page'],
    ['Came from', 'referrer'],
    ['Campaign source', 'utm_source'],
    ['Campaign medium', 'utm_medium'],
    ['Campaign', 'utm_campaign'],
    ['Form', labelSql('form', FORM_LABELS, `${literal(SECTION_FORM_PREFIX)} || form`)],
    ['Spam check', "(case when spam_flag is not null then spam_reason end)"],
    // Waiting for our answer, whatever the status (decision 133); last, so earlier columns keep their places.
    ['Needs reply', "(case when needs_reply then 'Yes' else 'No' end)"],
  ];
}

/**
 * A cell safe to open in a spreadsheet (OWASP "CSV Injection", decision 137): one that begins with `=`, `+`, `-`,
 * `@`, a tab or a carriage return, or holds `;=` or `,=` anywhere (a spreadsheet that splits cells on `;` or `,`
 * starts a formula there), gets a leading `'`. An empty text becomes null, which COPY writes as an empty cell
 * (not `""`). COPY itself quotes a cell holding a quote, comma or line break, and doubles its quotes.
 */
const safeCellSql = (value: string) => `nullif(case when ${value} ~ '^[=+@\\t\\r-]|[;,]=' then '''' || ${value} else ${value} end, '')`;

/** The export's select list: each column's safe text, named by its header (COPY's HEADER line). */
export function exportSelectSql(timeZone: string): string {
  return columns(timeZone)
    .map(([header, value]) => `${safeCellSql(value)} as ${pg.escapeIdentifier(header)}`)
    .join(', ');
}
