/**
 * What the signed-in area shows for a path no screen opens (a link to a page a later
 * issue adds, a mistyped address) or a screen closed by its availableWhen: a heading, a
 * sentence and the way back to the dashboard, inside the shell, so the session and the
 * menu stay (the login form there would look like a sign-out). Focus moves to the heading
 * on each arrival, so screen-reader users hear where they are.
 */
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSettings } from '../engine';

export function PageNotAvailable() {
  const settings = useSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  const title = settings.text('shell.notAvailableHeading');

  useEffect(() => {
    document.title = title;
    heading.current?.focus();
  }, [key, title]);

  return (
    <div className="screen screen--narrow page-not-available">
      <h1 ref={heading} className="heading heading--1" tabIndex={-1}>
        {title}
      </h1>
      <p className="text">{settings.text('shell.notAvailableText')}</p>
      <Link to="/myaccount/dashboard" className="link">
        {settings.text('shell.notAvailableBackLink')}
      </Link>
    </div>
  );
}
