/**
 * TypeScript view of a screen definition. schemas/screen.schema.json is the contract;
 * definitions are validated against it at build time and by the lint tool, and the
 * compiler re-checks what it relies on, so these types describe checked data. What the
 * properties of each block type hold (keys, actions, conditions, child blocks) is the
 * table of blockTypes.ts.
 */
import type { Logic } from './logic';

export interface Conditional {
  visibleWhen?: Logic;
  hiddenWhen?: Logic;
}

export interface Switchable {
  enabledWhen?: Logic;
  disabledWhen?: Logic;
}

interface BlockBase extends Conditional {
  id?: string;
}

export interface HeadingBlock extends BlockBase {
  type: 'heading';
  text: string;
  params?: Record<string, Logic>;
  level?: number;
}

export interface TextBlock extends BlockBase {
  type: 'text';
  text: string;
  params?: Record<string, Logic>;
}

export interface RichTextBlock extends BlockBase {
  type: 'richText';
  text: string;
}

export interface BannerBlock extends BlockBase {
  type: 'banner';
  text: string;
  kind: 'info' | 'success' | 'warning' | 'error';
  params?: Record<string, Logic>;
}

export interface LinkBlock extends BlockBase {
  type: 'link';
  text: string;
  to?: string;
  href?: string;
}

export interface ImageBlock extends BlockBase {
  type: 'image';
  /** Settings key holding the file name in the institution's content folder; empty shows nothing. */
  src: string;
  /** Settings key of the text alternative; empty for a decorative image. */
  alt: string;
}

/** The institution's logo above a logged-out screen's heading, or its name while there is no logo. */
export interface BrandBlock extends BlockBase {
  type: 'brand';
  /** Settings key holding the logo's file name in the content folder. */
  logo: string;
  /** Settings key of the institution's name: shown without a logo, else the logo's text alternative. */
  name: string;
  /** Settings key of a fuller text alternative of the logo. */
  alt?: string;
  /** Settings keys of the logo file's own width and height in CSS pixels (its attributes, with both). */
  width?: string;
  height?: string;
}

/** A decorative image behind a narrow screen's card; not announced. */
export interface BackdropBlock extends BlockBase {
  type: 'backdrop';
  /** Settings key holding the file name in the content folder; empty shows nothing. */
  src: string;
}

export interface WidgetBlock extends BlockBase {
  type: 'widget';
  name: string;
  props?: Record<string, Logic>;
}

/** A button that runs a named action without a form (Resend Code, Cancel). */
export interface ButtonBlock extends BlockBase {
  type: 'button';
  text: string;
  action: string;
  variant?: 'primary' | 'secondary' | 'link';
}

export interface SectionBlock extends BlockBase {
  type: 'section';
  heading?: string;
  /** card: on its own surface; plain (the default): on the page. */
  look?: 'plain' | 'card';
  /** Present: the section opens and closes by its heading; the condition says whether it starts closed. */
  collapsed?: Logic;
  blocks: Block[];
}

/** One step of a wizard: its tab title, whether it shows as a tab, when it is part of the wizard. */
export interface WizardStep {
  id: string;
  title: string;
  /** Shown in the tab list (default true); a step without a tab counts as part of the tab before it. */
  tab?: boolean;
  /** The step is part of the wizard while this holds (default: always). */
  includedWhen?: Logic;
  blocks: Block[];
}

/**
 * Steps shown one at a time (registration, recovery). The current step is data.step; an
 * action moves it by answering `step: 'next' | 'back'`, and the wizard skips the steps
 * whose includedWhen does not hold. Tabs of earlier steps go back; later ones are disabled.
 */
export interface WizardBlock extends BlockBase {
  type: 'wizard';
  id: string;
  /** Accessible name of the tab list. */
  label: string;
  /** Action run before a tab goes back to an earlier step; a failure keeps the step. */
  beforeStep?: string;
  steps: WizardStep[];
}

/**
 * One of several groups of blocks, chosen once: the case named by the value of `on` (a
 * string); nothing when no case has that name. The login screen picks its section by
 * data.step this way.
 */
export interface SwitchBlock extends BlockBase {
  type: 'switch';
  on: Logic;
  cases: Record<string, Block[]>;
}

export type ConstraintName = 'required' | 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'pattern';

export interface FieldDefinition extends Conditional, Switchable {
  label: string;
  placeholder?: string;
  help?: string;
  widget?: string;
  options?: Record<string, Logic>;
  choices?: Record<string, string>;
  autocomplete?: string;
  /** Runtime checks; `check` names a registered field check (or is logic giving its name). */
  constraints?: Partial<Record<ConstraintName | 'check', Logic>> & { sameAs?: string };
  messages?: Record<string, string>;
}

export interface FormSchema {
  type: 'object';
  required?: string[];
  properties: Record<string, Record<string, unknown>>;
  [keyword: string]: unknown;
}

export interface FormBlock extends BlockBase, Switchable {
  type: 'form';
  id: string;
  action: string;
  schema: FormSchema;
  fields: Record<string, FieldDefinition>;
  submit: string;
}

export type Block =
  | HeadingBlock
  | TextBlock
  | RichTextBlock
  | BannerBlock
  | LinkBlock
  | ImageBlock
  | BrandBlock
  | BackdropBlock
  | WidgetBlock
  | SectionBlock
  | WizardBlock
  | ButtonBlock
  | SwitchBlock
  | FormBlock;

export type BlockType = Block['type'];

/** The block of a type. */
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

export interface ScreenDefinition {
  id: string;
  route: string;
  title: string;
  layout?: 'narrow' | 'medium' | 'wide' | 'full';
  description?: string;
  /** The screen opens only while this holds; otherwise its route leads to home/login. */
  availableWhen?: Logic;
  blocks: Block[];
}

/** A definition as the app loads it: the data, the file it came from and its precompiled validators. */
export interface LoadedScreen {
  file: string;
  definition: ScreenDefinition;
  /** Precompiled validator functions of each form, by form id. */
  validators: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** An entry of the generated screen manifest: enough to build routes without loading definitions. */
export interface ScreenEntry {
  id: string;
  route: string;
  title: string;
  load: () => Promise<{ default: LoadedScreen }>;
}
