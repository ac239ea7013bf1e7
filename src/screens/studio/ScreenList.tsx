/**
 * The preview's screen list: every screen definition (its title, its route with demo values),
 * and under it each step of its wizard or step switch. Choosing one opens it in the frame.
 * The definitions load once (each is its own chunk) to find the steps; until then, and if
 * they fail, the screens are listed without steps.
 */
import { useEffect, useState } from 'react';
import { useSettings } from '../../engine';
import type { ScreenDefinition } from '../../engine/definition';
import { screens } from '../../generated/screens';
import { previewScreens, type PreviewScreen } from './previewScreens';

export interface Place {
  route: string;
  step?: string;
}

const withoutSteps = (): PreviewScreen[] =>
  previewScreens(screens.map((entry) => ({ ...entry, blocks: [] }) as unknown as ScreenDefinition));

function useScreens(): PreviewScreen[] {
  const [list, setList] = useState<PreviewScreen[]>(withoutSteps);
  useEffect(() => {
    let live = true;
    Promise.all(screens.map((entry) => entry.load().then((loaded) => loaded.default.definition))).then(
      (definitions) => live && setList(previewScreens(definitions)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}

interface ScreenListProps {
  place: Place;
  onPlace: (place: Place) => void;
}

export function ScreenList({ place, onPlace }: ScreenListProps) {
  const settings = useSettings();
  const list = useScreens();
  const current = (route: string, step?: string) =>
    place.route === route && place.step === step ? ('page' as const) : undefined;
  return (
    <nav className="studio-screens" aria-label={settings.text('studio.screensLabel')}>
      <ul className="studio-screens__list">
        {list.map((screen) => (
          <li key={screen.id}>
            <button
              type="button"
              className="studio-screens__screen"
              aria-current={current(screen.route)}
              onClick={() => onPlace({ route: screen.route })}
            >
              {settings.text(screen.title)}
              <span className="studio-screens__route">{screen.route}</span>
            </button>
            {screen.steps.length > 0 && (
              <ul className="studio-screens__steps">
                {screen.steps.map(({ step, title }) => (
                  <li key={step}>
                    <button
                      type="button"
                      className="studio-screens__step"
                      aria-current={current(screen.route, step)}
                      onClick={() => onPlace({ route: screen.route, step })}
                    >
                      {title ? settings.text(title) : <code>{step}</code>}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
