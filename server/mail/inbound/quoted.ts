/**
 * Splits an answer's text into what the traveller wrote and the history their mail program quoted below
 * it, which the desk shows folded away. Mail programs mark the start of the history differently: "On …
 * wrote:" (Apple Mail, Gmail, Thunderbird; Gmail may break it over two lines), Outlook's rule or
 * "-----Original Message-----" or a From:/Sent: block, or simply lines starting with ">".
 */
const HISTORY_STARTS: RegExp[] = [
  /^(On|Am|Le|El|Op)\s.+(wrote|schrieb|a écrit|escribió|schreef)\s*:\s*$/i,
  /^-{2,}\s*(Original Message|Forwarded message|Ursprüngliche Nachricht)\s*-{2,}/i,
  /^_{10,}\s*$/,
  /^(From|Von|De):\s.+/i,
];

/** A line that, with the next one, reads "On … wrote:" (a client wrapped it). */
const WRAPPED_ON = (line: string, next: string | undefined) => /^(On|Am|Le)\s/i.test(line) && next !== undefined && /(wrote|schrieb|a écrit)\s*:\s*$/i.test(next);

export function splitQuoted(text: string): { text: string; quoted: string | null } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let cut = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const fromBlock = /^(From|Von|De):\s/i.test(line);
    // A From: line is history only as the head of a header block (Outlook's reply), not in the traveller's own words.
    if (fromBlock && !/^(Sent|Date|Gesendet|Envoyé|To|Subject):/i.test(lines[i + 1]?.trim() ?? '')) continue;
    if (HISTORY_STARTS.some((start) => start.test(line)) || WRAPPED_ON(line, lines[i + 1]?.trim())) {
      cut = i;
      break;
    }
    // A trailing run of "> " lines, with nothing of the traveller's own after it.
    if (line.startsWith('>') && lines.slice(i).every((rest) => rest.trim() === '' || rest.trim().startsWith('>'))) {
      cut = i;
      break;
    }
  }
  if (cut < 0) return { text: text.trim(), quoted: null };
  const own = lines.slice(0, cut).join('\n').trim();
  const quoted = lines.slice(cut).join('\n').trim();
  return { text: own, quoted: quoted || null };
}
