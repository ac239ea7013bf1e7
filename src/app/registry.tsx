import { Link } from 'react-router-dom';
import type { Action, LinkProps, Registry } from '../engine';
import { templates, widgets } from '../widgets';
import { createSignIn } from './actions/signIn';
import type { ActionName, BlockWidgetName } from './names';

function RouteLink({ to, className, children }: LinkProps) {
  return (
    <Link to={`/${to}`} className={className}>
      {children}
    </Link>
  );
}

export interface RegistryDeps {
  navigate: (to: string) => void;
}

/** Everything definitions may name: widgets, templates, block widgets and actions. */
export function createRegistry({ navigate }: RegistryDeps): Registry {
  return {
    widgets,
    templates,
    blocks: {} satisfies Record<BlockWidgetName, unknown>,
    actions: {
      signIn: createSignIn(() => navigate('/myaccount/dashboard')),
    } satisfies Record<ActionName, Action>,
    Link: RouteLink,
  };
}
