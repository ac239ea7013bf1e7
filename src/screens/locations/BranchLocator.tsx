/**
 * The branch locator (spec 03 §2.12): the institution's branches on a map and in a list, the
 * list nearest first from the zip the form above found (props.location, data.zipLocation).
 * A spinner while the branches load, and a message when they cannot be.
 */
import { useMemo } from 'react';
import { useBranches, type Branch } from '../../api/branches';
import { byDistance } from '../../domain/locations/branches';
import type { GeoPoint } from '../../domain/locations/distance';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { LoadState } from '../shared/LoadState';
import { BranchList } from './BranchList';
import { BranchMap } from './BranchMap';
import { zipLocationOf } from './zipLocation';
import './locations.css';

const pointOf = (branch: Branch): GeoPoint => ({ latitude: branch.Latitude, longitude: branch.Longitude });

export function BranchLocator({ props }: BlockWidgetProps) {
  const settings = useSettings();
  const { data, error } = useBranches();
  const location = zipLocationOf(props.location);
  const zip = location?.zip;
  const latitude = location?.latitude;
  const longitude = location?.longitude;
  const focus = useMemo(
    () => (latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined),
    [latitude, longitude],
  );
  const located = useMemo(() => byDistance(data ?? [], pointOf, focus), [data, focus]);

  return (
    <LoadState
      loading={!data && !error}
      failed={!data && Boolean(error)}
      empty={data?.length === 0}
      loadingText={settings.text('locations.loading')}
      errorText={settings.text('locations.loadError')}
      emptyText={settings.text('locations.empty')}
    >
      <div className="branch-locator">
        <BranchMap branches={data ?? []} focus={focus} />
        <BranchList located={located} zip={zip} />
      </div>
    </LoadState>
  );
}
