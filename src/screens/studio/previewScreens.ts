/**
 * The preview's screen list, pure: every screen definition of the manifest with its route
 * ready to open (a parameter takes a demo value: the demo borrower's loan, deposit,
 * application; an optional one is left out) and its steps (a wizard's steps, and the cases
 * of a switch on data.step), which open with `step` (studio:navigate).
 */
import type { ScreenDefinition } from '../../engine/definition';

export interface PreviewStep {
  step: string;
  /** The step's title key (a wizard's step), or undefined for a switch case, named by its id. */
  title?: string;
}

export interface PreviewScreen {
  id: string;
  /** The route with its parameters filled, such as `myaccount/loanDetails/01-123400-1`. */
  route: string;
  /** The title's settings key. */
  title: string;
  steps: PreviewStep[];
}

/** The demo borrower's numbers (README, "Trying the demo"), by screen then parameter. */
const DEMO_PARAMS: Readonly<Record<string, string>> = {
  'loanDetails.accountNumber': '01-123400-1',
  'depositDetails.accountNumber': '22-004512-0',
  'applicationDetails.applicationNumber': 'A-20461',
  accountNumber: '01-123400-1',
  applicationNumber: 'A-20461',
};

/** The route of a screen for the preview: required parameters get a demo value, optional ones are dropped. */
export function previewRoute(id: string, route: string): string {
  return route
    .split('/')
    .flatMap((segment) => {
      const match = /^\{([A-Za-z][A-Za-z0-9]*)(\?)?\}$/.exec(segment);
      if (!match) return [segment];
      const [, name = '', optional] = match;
      if (optional) return [];
      return [DEMO_PARAMS[`${id}.${name}`] ?? DEMO_PARAMS[name] ?? name];
    })
    .join('/');
}

const mentionsStep = (logic: unknown): boolean => JSON.stringify(logic ?? null).includes('"data.step"');

/** The steps of a definition's wizards and step switches, in document order. */
export function definitionSteps(blocks: unknown): PreviewStep[] {
  const steps: PreviewStep[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== 'object' || value === null) return;
    const block = value as Record<string, unknown>;
    if (block.type === 'wizard' && Array.isArray(block.steps)) {
      for (const step of block.steps as { id?: unknown; title?: unknown }[]) {
        if (typeof step.id === 'string')
          steps.push({ step: step.id, title: typeof step.title === 'string' ? step.title : undefined });
      }
    }
    if (block.type === 'switch' && mentionsStep(block.on) && typeof block.cases === 'object' && block.cases) {
      for (const id of Object.keys(block.cases)) steps.push({ step: id });
    }
    Object.values(block).forEach(walk);
  };
  walk(blocks);
  return steps.filter((item, index) => steps.findIndex((other) => other.step === item.step) === index);
}

/** The sign-in screen first, then the logged-out screens, then the signed-in ones. */
const rank = (screen: PreviewScreen) =>
  screen.id === 'login' ? 0 : screen.route.startsWith('myaccount/') ? 2 : 1;

/** The screens the preview lists, the studio itself left out, in the order of rank, then by route. */
export function previewScreens(definitions: readonly ScreenDefinition[]): PreviewScreen[] {
  return definitions
    .filter((definition) => definition.id !== 'studio')
    .map((definition) => ({
      id: definition.id,
      route: previewRoute(definition.id, definition.route),
      title: definition.title,
      steps: definitionSteps(definition.blocks),
    }))
    .sort((a, b) => rank(a) - rank(b) || a.route.localeCompare(b.route));
}
