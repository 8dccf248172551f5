import type { PropertyOccupancy } from '../../../../../shared/schemas/admin-dashboard'
import { useElementWidth } from '../use-element-width'

const ROW = 46
const BAR = 8

const barClass = (rate: number) =>
  rate >= 90 ? 'fill-emerald-500' : rate >= 50 ? 'fill-primary' : 'fill-amber-500'

/** Occupancy per property, emptiest first, as labelled horizontal bars in plain SVG. */
export const OccupancyChart = ({
  properties,
  propertyCount,
}: {
  properties: PropertyOccupancy[]
  propertyCount: number
}) => {
  const { ref, width } = useElementWidth<HTMLDivElement>()
  const height = properties.length * ROW
  // Names are cut to what fits beside the figures; the full name is in the row's title.
  const maxChars = Math.max(8, Math.floor((width - 120) / 7))
  return (
    <div className="grid gap-2">
      <div ref={ref} className="w-full" style={{ height }}>
        {width > 0 ? (
          <svg
            width={width}
            height={height}
            role="img"
            aria-label={properties.map((p) => `${p.name}: ${p.occupancyRate}%`).join(', ')}
          >
            {properties.map((property, i) => {
              const top = i * ROW
              const name =
                property.name.length > maxChars
                  ? `${property.name.slice(0, maxChars - 1)}…`
                  : property.name
              return (
                <g key={property.id}>
                  <title>{`${property.name}: ${property.occupiedUnits} of ${property.totalUnits} units leased (${property.occupancyRate}%)`}</title>
                  <text x={0} y={top + 16} className="fill-foreground text-[13px]">
                    {name}
                  </text>
                  <text
                    x={width}
                    y={top + 16}
                    textAnchor="end"
                    className="fill-muted-foreground text-[12px] tabular-nums"
                  >
                    {`${property.occupiedUnits}/${property.totalUnits} · `}
                    <tspan className="fill-foreground font-semibold">
                      {property.occupancyRate}%
                    </tspan>
                  </text>
                  <rect
                    x={0}
                    y={top + 24}
                    width={width}
                    height={BAR}
                    rx={BAR / 2}
                    className="fill-muted"
                  />
                  <rect
                    x={0}
                    y={top + 24}
                    width={(width * property.occupancyRate) / 100}
                    height={BAR}
                    rx={BAR / 2}
                    className={barClass(property.occupancyRate)}
                  />
                </g>
              )
            })}
          </svg>
        ) : null}
      </div>
      {propertyCount > properties.length ? (
        <p className="text-xs text-muted-foreground">
          The {properties.length} emptiest of {propertyCount} properties.
        </p>
      ) : null}
    </div>
  )
}
