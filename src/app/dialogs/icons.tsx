/** Decorative icons of the confirm dialog (spec 03 §2.15): hidden from assistive technology. */

const common = {
  width: 40,
  height: 40,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function CheckMarkIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="10" />
      <path d="M7.5 12.5l3 3 6-6.5" />
    </svg>
  );
}

export function MoneySignIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="10" />
      <path d="M15 8.5c-.6-.9-1.7-1.5-3-1.5-1.7 0-3 .9-3 2.3 0 3.2 6 1.8 6 5 0 1.4-1.3 2.4-3 2.4-1.4 0-2.6-.6-3.2-1.6M12 5.5v13" />
    </svg>
  );
}

export type DialogIcon = 'checkMark' | 'moneySign';

export function DialogIconImage({ icon }: { icon: DialogIcon }) {
  return (
    <span className={`dialog__icon dialog__icon--${icon}`}>
      {icon === 'checkMark' ? <CheckMarkIcon /> : <MoneySignIcon />}
    </span>
  );
}
