import { Component, type ReactNode } from 'react';
import type { Settings } from '../../engine';
import { reportClientError } from './clientErrors';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  settings: Settings;
  children: ReactNode;
}

interface State {
  error?: unknown;
}

/**
 * Turns a rendering failure (a bad definition, an unknown key) into an error screen, never a
 * blank page, and reports it to the server.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    reportClientError(error);
  }

  override render() {
    if (this.state.error !== undefined)
      return <ErrorScreen error={this.state.error} settings={this.props.settings} />;
    return this.props.children;
  }
}
