import * as styles from './Calendar.css';

export function ChevronLeft() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={styles.navIcon}
    >
      <path d="M10 3L5 8l5 5" />
    </svg>
  );
}

export function ChevronRight() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={styles.navIcon}
    >
      <path d="M6 3l5 5-5 5" />
    </svg>
  );
}
