import type { TripStop } from '#lib/domain/catalogue/catalogue.types.ts';
import { COUNTRY_FONT_SIZE, LABEL_FONT_SIZE, MARKER_RADIUS, routeMap } from '#lib/route-map.server.ts';
import { useTripCopy } from './trip.copy.ts';

/**
 * The route drawn on the server (no script, no tiles): land, faint borders, the route and numbered
 * stops. Its text alternative is the list of stops in order under it, which names the picture too.
 * Server-only: it is rendered inside `ServerOnly`, so d3 and the atlas stay on the server.
 */
export function RouteMap({ name, stops }: { name: string; stops: TripStop[] }) {
  const copy = useTripCopy();
  const map = routeMap(stops);
  if (!map) return null;
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      <svg role="img" aria-labelledby="route-map-title route-map-stops" viewBox={`0 0 ${map.width} ${map.height}`} className="block h-auto w-full bg-[#d4e5e8]">
        <title id="route-map-title">{copy.mapLabel(name)}</title>
        <path d={map.land} className="fill-sand-100" />
        <path d={map.borders} className="fill-none stroke-sand-300" strokeWidth={1.5} strokeDasharray="5 4" />
        {map.countries.map((country) => (
          <text key={country.name} x={country.x} y={country.y} textAnchor="middle" fontSize={COUNTRY_FONT_SIZE} letterSpacing={2} className="fill-stone-500 uppercase">
            {country.name}
          </text>
        ))}
        <path d={map.route} className="fill-none stroke-ochre-600" strokeWidth={3.5} strokeLinejoin="round" strokeLinecap="round" />
        {map.markers.map((marker) => {
          const numbers = marker.numbers.join(',');
          return (
            <g key={numbers}>
              <rect x={marker.x - marker.width / 2} y={marker.y - MARKER_RADIUS} width={marker.width} height={MARKER_RADIUS * 2} rx={MARKER_RADIUS} className="fill-bush-800 stroke-white" strokeWidth={2.5} />
              <text x={marker.x} y={marker.y + 6} textAnchor="middle" fontSize={17} fontWeight={700} className="fill-white">
                {numbers}
              </text>
              {marker.label?.leader && <line {...marker.label.leader} className="stroke-bush-800" strokeWidth={1.5} />}
              {marker.label && (
                <text
                  x={marker.label.x}
                  y={marker.label.y}
                  textAnchor={marker.label.anchor}
                  fontSize={LABEL_FONT_SIZE}
                  fontWeight={600}
                  strokeWidth={5}
                  strokeLinejoin="round"
                  className="fill-bush-900 stroke-sand-50 [paint-order:stroke]"
                >
                  {marker.label.text}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="border-t border-sand-200 p-4">
        <ol id="route-map-stops" className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-stone-700">
          {stops.map((stop, index) => (
            <li key={`${index}-${stop.placeName}`} className="flex items-center gap-1.5">
              <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-bush-800 px-1 text-xs font-bold text-white">{index + 1}</span>
              {stop.placeName}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
