export { widgets } from './registry';
export { lazyComponent } from './lazy';
export { templates } from './theme';
export { Spinner } from './common/Spinner';
export { Dialog, type DialogWidth } from './common/Dialog';
export { MASK_PRESETS, isValidMask, maskSlotCount, ssnMask } from './masked/pattern';
export { StrokeIcon } from './common/icons';
