/**
 * The branch map (spec 03 §2.12), a Leaflet map: a marker per branch with its info box, the
 * tiles of locations.tileUrl with their sanitised attribution, zoom 10 on the zip's location,
 * or all the branches in view (centred on them) while no zip is given. The tile service is
 * first probed with one tile: unreachable, the map keeps its markers on a blank background
 * and says so below; the list beside it holds everything the map shows.
 */
import { control, latLngBounds, layerGroup, map as leafletMap, marker, tileLayer, type Map } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import type { Branch } from '../../api/branches';
import { centreOf, ZIP_ZOOM } from '../../domain/locations/branches';
import type { GeoPoint } from '../../domain/locations/distance';
import { tileAddress, tileAt } from '../../domain/locations/tiles';
import { loadSanitizer, useSettings } from '../../engine';
import { directionsUrl } from './directions';
import { BRANCH_ICON, infoBox, tilesReachable } from './mapParts';

interface BranchMapProps {
  branches: readonly Branch[];
  /** The zip's location to zoom to, if any. */
  focus: GeoPoint | undefined;
}

/** Spec 03 §2.12: the info box keeps 25 px from the map's edges. */
const INFO_BOX_MARGIN: [number, number] = [25, 25];

const pointOf = (branch: Branch): GeoPoint => ({ latitude: branch.Latitude, longitude: branch.Longitude });

export function BranchMap({ branches, focus }: BranchMapProps) {
  const settings = useSettings();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<Map>();
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    const created = leafletMap(container.current!, { zoomControl: false, scrollWheelZoom: false });
    created.attributionControl.setPrefix(false);
    control
      .zoom({
        zoomInTitle: settings.text('locations.zoomIn'),
        zoomOutTitle: settings.text('locations.zoomOut'),
      })
      .addTo(created);
    // Leaflet names the info box's close button in English; the institution's text replaces it.
    created.on('popupopen', (event) => {
      event.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', settings.text('locations.closeInfo'));
    });
    setMap(created);
    return () => {
      created.remove();
    };
  }, [settings]);

  const focusLatitude = focus?.latitude;
  const focusLongitude = focus?.longitude;
  useEffect(() => {
    if (!map) return;
    if (focusLatitude !== undefined && focusLongitude !== undefined) {
      map.setView([focusLatitude, focusLongitude], ZIP_ZOOM);
      return;
    }
    const centre = centreOf(branches.map(pointOf));
    if (!centre) return;
    const size = map.getSize();
    // A map not laid out yet (no size) cannot fit a box: it centres on the branches instead.
    if (branches.length > 1 && size.x > 0 && size.y > 0)
      map.fitBounds(latLngBounds(branches.map((branch) => [branch.Latitude, branch.Longitude])), {
        padding: INFO_BOX_MARGIN,
        maxZoom: ZIP_ZOOM,
      });
    else map.setView([centre.latitude, centre.longitude], ZIP_ZOOM);
  }, [map, branches, focusLatitude, focusLongitude]);

  useEffect(() => {
    if (!map) return undefined;
    const markers = layerGroup(
      branches.map((branch) =>
        marker([branch.Latitude, branch.Longitude], {
          icon: BRANCH_ICON,
          title: branch.BranchName,
          alt: branch.BranchName,
        }).bindPopup(
          () =>
            infoBox(branch, {
              phoneLabel: settings.text('locations.phoneLabel'),
              directions: settings.text('locations.directions'),
              newTab: settings.text('locations.newTab'),
              directionsUrl: directionsUrl(settings, branch),
            }),
          { autoPanPadding: INFO_BOX_MARGIN },
        ),
      ),
    ).addTo(map);
    return () => {
      markers.remove();
    };
  }, [map, branches, settings]);

  useEffect(() => {
    if (!map) return undefined;
    const template = settings.text('locations.tileUrl').trim();
    const centre = centreOf(branches.map(pointOf));
    const probe = centre && tileAddress(template, tileAt(centre, ZIP_ZOOM));
    if (!probe) return undefined;
    let current = true;
    let layer: ReturnType<typeof tileLayer> | undefined;
    // The attribution is institution text with links: sanitised, by the sanitiser loaded beside the probe.
    void Promise.all([tilesReachable(template, probe), loadSanitizer().catch(() => undefined)]).then(
      ([loads, sanitize]) => {
        if (!current) return;
        if (!loads) return setTilesFailed(true);
        const attribution = sanitize?.(settings.text('locations.tileAttribution'));
        layer = tileLayer(template, { ...(attribution ? { attribution } : {}), maxZoom: 19 }).addTo(map);
      },
    );
    return () => {
      current = false;
      layer?.remove();
    };
  }, [map, branches, settings]);

  return (
    <div className="branch-map">
      <div
        ref={container}
        className="branch-map__canvas"
        role="region"
        aria-label={settings.text('locations.mapLabel')}
      />
      {tilesFailed && <p className="branch-map__note">{settings.text('locations.mapUnavailable')}</p>}
    </div>
  );
}
