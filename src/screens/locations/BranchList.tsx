/**
 * The branch list (spec 03 §2.12), the accessible equivalent of the map: each branch's name,
 * address, phone (a tel: link) and a directions link to an external maps site that opens in a
 * new tab (said so to screen readers); nearest first with its distance once a zip was found.
 * A new zip moves the focus to the list's heading.
 */
import { useEffect, useRef } from 'react';
import type { Branch } from '../../api/branches';
import type { Located } from '../../domain/locations/branches';
import { addressLine, telHref } from '../../domain/locations/branchText';
import { roundedMiles } from '../../domain/locations/distance';
import { useSettings } from '../../engine';
import { directionsUrl } from './directions';

interface BranchListProps {
  located: readonly Located<Branch>[];
  /** The zip the list is sorted from, if any. */
  zip: string | undefined;
}

export function BranchList({ located, zip }: BranchListProps) {
  const settings = useSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownZip = useRef(zip);
  const locale = settings.text('app.locale') || 'en-US';
  // One decimal under 10 miles ("1.0 miles", never "1 miles"), whole miles beyond (roundedMiles).
  const near = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const far = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const milesText = (distance: number) => {
    const shown = roundedMiles(distance);
    return (shown < 10 ? near : far).format(shown);
  };

  useEffect(() => {
    if (zip === shownZip.current) return;
    shownZip.current = zip;
    heading.current?.focus();
  }, [zip]);

  return (
    <section className="branch-list" aria-labelledby="branch-list-heading">
      <h2 id="branch-list-heading" className="heading heading--2" tabIndex={-1} ref={heading}>
        {settings.text('locations.listHeading')}
      </h2>
      <p className="branch-list__status" aria-live="polite">
        {zip ? settings.text('locations.sortedByZip', { zip }) : ''}
      </p>
      <ol className="branch-list__items">
        {located.map(({ item: branch, miles: distance }) => {
          const tel = telHref(branch.PhoneNumber);
          const directions = directionsUrl(settings, branch);
          return (
            <li key={`${branch.BranchName}|${branch.StreetAddress}`} className="branch-list__item">
              <h3 className="branch-list__name">{branch.BranchName}</h3>
              {distance !== undefined && (
                <p className="branch-list__distance">
                  {settings.text('locations.distance', { miles: milesText(distance) })}
                </p>
              )}
              <p className="branch-list__address">{addressLine(branch)}</p>
              {branch.PhoneNumber.trim() && (
                <p className="branch-list__phone">
                  {settings.text('locations.phoneLabel')}{' '}
                  {tel ? <a href={tel}>{branch.PhoneNumber}</a> : branch.PhoneNumber}
                </p>
              )}
              {directions && (
                <p className="branch-list__directions">
                  <a href={directions} target="_blank" rel="noopener noreferrer">
                    {settings.text('locations.directions')}
                    <span className="visually-hidden"> {settings.text('locations.newTab')}</span>
                  </a>
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
