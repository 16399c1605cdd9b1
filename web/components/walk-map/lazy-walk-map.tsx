import './walk-map-frame.css';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/server-render';
import type { WalkMapProps } from './walk-map-props';

const WalkMap = lazy(() => import('./walk-map'));

/** The map, loaded only when a page shows one: Leaflet and its CSS stay out of every other chunk. */
export function LazyWalkMap(props: WalkMapProps) {
  // Leaflet draws in the browser only: the server's HTML holds the empty frame.
  const hydrated = useHydrated();
  return (
    // The frame keeps its height while the map loads, so the page does not jump.
    <div className="walk-map-frame">
      {hydrated && (
        <Suspense fallback={null}>
          {/* Leaflet reads center and bounds once: another point needs another map. */}
          <WalkMap key={`${props.point.lat},${props.point.lon}`} {...props} />
        </Suspense>
      )}
    </div>
  );
}
