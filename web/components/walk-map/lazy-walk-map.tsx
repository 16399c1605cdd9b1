import './walk-map-frame.css';
import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../lib/near-viewport';
import { useHydrated } from '../../lib/server-render';
import type { WalkMapProps } from './walk-map-props';

const WalkMap = lazy(() => import('./walk-map'));

/**
 * The map, loaded only when a page shows one and the walker scrolls near it: Leaflet, its CSS and the
 * tiles are a download and a slow first draw on a cheap phone, and the service worker keeps only the
 * tiles that were viewed (ARCHITECTURE.md "Offline"). Leaflet stays out of every other chunk.
 */
export function LazyWalkMap(props: WalkMapProps) {
  const frame = useRef<HTMLDivElement>(null);
  // Leaflet draws in the browser only: the server's HTML holds the empty frame.
  const hydrated = useHydrated();
  const near = useNearViewport(frame, '300px');
  return (
    // The frame keeps its height while the map loads, so the page does not jump.
    <div className="walk-map-frame" ref={frame}>
      {hydrated && near && (
        <Suspense fallback={null}>
          {/* Leaflet reads center and bounds once: another point needs another map. */}
          <WalkMap key={`${props.point.lat},${props.point.lon}`} {...props} />
        </Suspense>
      )}
    </div>
  );
}
