import { useEffect, useState } from 'react';
import { Spinner } from '../widgets';
import { App } from './App';
import { boot, defaultSettings, type BootResult } from './boot';
import { ErrorScreen } from './errors/ErrorScreen';
import { applyTheme } from './theme';

/** Boots the portal and renders it, or an error screen when it cannot start. */
export function Root({ start = boot }: { start?: () => Promise<BootResult> }) {
  const [result, setResult] = useState<BootResult>();

  useEffect(() => {
    let live = true;
    void start().then((booted) => {
      if (!live) return;
      applyTheme(booted.settings);
      setResult(booted);
    });
    return () => {
      live = false;
    };
  }, [start]);

  if (!result) {
    return (
      <div className="boot-loading">
        <Spinner label={defaultSettings().text('app.loading')} />
      </div>
    );
  }
  if (!result.ok) return <ErrorScreen error={result.error} settings={result.settings} />;
  return <App settings={result.settings} options={result.options} rules={result.rules} />;
}
