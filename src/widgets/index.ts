export { widgets } from './registry';
export { templates } from './theme';
export { Spinner } from './common/Spinner';
export { MASK_PRESETS, isValidMask, maskSlotCount, ssnMask } from './masked/pattern';
