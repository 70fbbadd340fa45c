import { globalStyle, type StyleRule } from '@vanilla-extract/css';
import { focusRing, mobile, vars } from './theme.css';

/**
 * Style pieces several components share, spread into their own `style({...})`, so a change to how a quiet
 * button or a toggle row looks is made once.
 */

/** Centres one child (an icon) in an inline box that never shrinks. */
export const centredBox = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
} satisfies StyleRule;

/** A borderless, transparent button in muted text (close, remove, adornment buttons). */
export const quietButton = {
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
} satisfies StyleRule;

/** The hover and press feedback of a quiet button. */
export const quietButtonStates = {
  '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
  '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
};

/** A round quiet button of `size` pixels holding one icon (toast close, chip remove). */
export const roundIconButton = (size: number) =>
  ({
    ...centredBox,
    width: size,
    height: size,
    borderRadius: vars.radius.full,
    ...quietButton,
  }) satisfies StyleRule;

/** The label row of a checkbox or a switch: the control, then its text; dimmed when disabled. */
export const toggleRow = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 32,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
} satisfies StyleRule;

/** Anything pressed with a pointer that draws its own focus ring. */
export const pressable = {
  cursor: 'pointer',
  outline: 'none',
} satisfies StyleRule;

/** The hover and press backgrounds of a pressable surface (calendar cells, pager buttons). */
export const hoverPressStates = {
  '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
  '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
};

/**
 * The same backgrounds on a plain `<button>` or link (no react-aria state attributes), from the
 * pseudo-classes of the elements `scope` selects: hover only where the pointer hovers, so a tap leaves none
 * behind (as react-aria's `data-hovered`). Spread into a style: it brings `selectors` and `@media`.
 */
export const nativeHoverPressStates = (
  scope = '&',
  hovered: string = vars.color.surfaceHover,
  pressed: string = vars.color.surfacePressed,
) =>
  ({
    selectors: { [`${scope}:active:not(:disabled)`]: { backgroundColor: pressed } },
    '@media': {
      '(hover: hover)': {
        selectors: { [`${scope}:hover:not(:active):not(:disabled)`]: { backgroundColor: hovered } },
      },
    },
  }) satisfies StyleRule;

/**
 * The box of a control people press or type in (select trigger, date button, filter button, chip): a row
 * of content in a bordered, padded box. The field look by default (44 px, white, strong border).
 */
export const controlBox = ({
  display = 'flex',
  gap = vars.space.sm,
  minHeight = 44,
  radius = vars.radius.md,
  border = vars.color.borderStrong,
  background = vars.color.background,
  fontSize = vars.fontSize.md,
}: {
  display?: 'flex' | 'inline-flex';
  gap?: string;
  minHeight?: number;
  radius?: string;
  border?: string;
  background?: string;
  fontSize?: string;
} = {}) =>
  ({
    display,
    alignItems: 'center',
    gap,
    minHeight,
    padding: `0 ${vars.space.md}`,
    borderRadius: radius,
    border: `1px solid ${border}`,
    backgroundColor: background,
    color: vars.color.text,
    fontSize,
  }) satisfies StyleRule;

/**
 * A button that opens a list to pick from (a select, the search's pickers): its box with the value on the
 * left, its hover, press and keyboard focus, then the caller's own `selectors`.
 */
export const pickerTrigger = (selectors: StyleRule['selectors'] = {}) =>
  ({
    ...controlBox(),
    justifyContent: 'space-between',
    width: '100%',
    textAlign: 'left',
    ...pressable,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.text },
      '&[data-pressed]': { backgroundColor: vars.color.surface },
      '&[data-focus-visible]': focusRing,
      ...selectors,
    },
  }) satisfies StyleRule;

/** One line of text, cut with an ellipsis where it does not fit (a chip's label, a badge, a picker's value). */
export const oneLine = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} satisfies StyleRule;

/** A picker's value: one line, cut with an ellipsis; muted while it shows the placeholder. */
export const pickerValue = {
  flex: 1,
  minWidth: 0,
  ...oneLine,
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
} satisfies StyleRule;

/** A page with its section nav in a 240 px column on a desktop; on a phone one column of `phoneColumn`. */
export const sidebarLayout = (phoneColumn: string) =>
  ({
    display: 'grid',
    gridTemplateColumns: '240px minmax(0, 1fr)',
    gap: vars.space.xl,
    alignItems: 'start',
    '@media': { [mobile]: { gridTemplateColumns: phoneColumn, gap: vars.space.md } },
  }) satisfies StyleRule;

/** A bordered, rounded block set apart on its page (the search bar, the quote box, a sidebar), `padding` in. */
export const panel = (padding: string) =>
  ({ padding, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg }) satisfies StyleRule;

/** A list without markers or indent, its items laid out by the style it is spread into. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } satisfies StyleRule;

/** A row of items centred on the cross axis, `gap` apart. */
export const row = (gap: string) => ({ display: 'flex', alignItems: 'center', gap }) satisfies StyleRule;

/** A column of items, `gap` apart. */
export const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) satisfies StyleRule;

/** A round button of `size` pixels holding one icon, with hover, press and focus feedback (calendar, carousel). */
export const roundNavButton = (size: number, ring: { border: string; background: string }) =>
  ({
    ...centredBox,
    width: size,
    height: size,
    border: ring.border,
    borderRadius: vars.radius.full,
    backgroundColor: ring.background,
    color: vars.color.text,
    ...pressable,
  }) satisfies StyleRule;

/** Text of a size and colour (and weight): labels, hints, errors, toast titles. */
export const text = (fontSize: string, color: string, fontWeight?: string) =>
  ({ fontSize, color, ...(fontWeight ? { fontWeight } : {}) }) satisfies StyleRule;

/** The frame of a field a person types in: white, strong border, rounded, its border animating. */
export const fieldFrame = {
  minHeight: 44,
  backgroundColor: vars.color.background,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.duration.fast}`,
} satisfies StyleRule;

/** A field's border and ring while it has focus (or its popover is open): 2 px over the border, as every ring. */
export const fieldFocus = {
  borderColor: vars.color.focusRing,
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '-1px',
};

/** A line people press (a link, a chip, a contact button): centred, at least `minHeight` tall, padded at the sides. */
export const tapTarget = (minHeight: number, paddingX: string, borderRadius: string) =>
  ({ alignItems: 'center', minHeight, padding: `0 ${paddingX}`, borderRadius }) satisfies StyleRule;

/** A chip picked from a set (tags, event types): round, strong border, filled once selected. */
export const choiceChip = {
  display: 'inline-flex',
  ...tapTarget(40, vars.space.md, vars.radius.full),
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.background,
  cursor: 'pointer',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-selected]': {
      background: vars.color.primaryStrong,
      borderColor: vars.color.primaryStrong,
      color: vars.color.onPrimary,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
} satisfies StyleRule;

/** Out of sight, still read by screen readers (a table's header row on a phone, an icon button's name). */
export const screenReaderOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} satisfies StyleRule;

/**
 * Phones: no table wider than the screen. Each row becomes a card and each cell (`cells`, selectors inside
 * the table) a line led by its column's name (the cell's data-label, then `labelEnd`); the header row stays
 * for screen readers only. Call from a `.css.ts` file, before the table's own phone rules for its cells.
 */
export function cardsOnPhones(table: string, cells: readonly string[], labelEnd?: string) {
  globalStyle(`${table} thead`, { '@media': { [mobile]: screenReaderOnly } });
  globalStyle([table, `${table} tbody`, `${table} tr`, ...cells.map((c) => `${table} ${c}`)].join(', '), {
    '@media': { [mobile]: { display: 'block' } },
  });
  globalStyle(`${table} tr`, {
    '@media': {
      [mobile]: {
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        padding: `${vars.space.xs} ${vars.space.md}`,
        marginBottom: vars.space.sm,
        background: vars.color.surface,
      },
    },
  });
  globalStyle(`${table} td[data-label]::before`, {
    '@media': {
      [mobile]: {
        content: labelEnd ? `attr(data-label) "${labelEnd}"` : 'attr(data-label)',
        fontWeight: 600,
        color: vars.color.textMuted,
      },
    },
  });
}
