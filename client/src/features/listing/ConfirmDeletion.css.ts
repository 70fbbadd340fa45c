import { style } from '@vanilla-extract/css';
import { row, stack, text } from '../../ui/theme/pieces';
import { vars } from '../../ui/theme/theme.css';

/** The warning a deletion's confirmation shows when accepted bookings would be cancelled. */
export const warning = style({
  ...stack(vars.space.sm),
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  minWidth: 0,
});
export const heading = style({
  ...row(vars.space.sm),
  alignItems: 'flex-start',
  margin: 0,
  ...text(vars.fontSize.md, vars.color.text, vars.fontWeight.bold),
});
export const icon = style({ flexShrink: 0, color: vars.color.warning, marginTop: 2 });
export const paragraph = style({ margin: 0 });
export const list = style({ ...stack(vars.space.xs), margin: 0, paddingLeft: vars.space.lg });
export const booking = style({ overflowWrap: 'anywhere' });
export const bookingTitle = style({ fontWeight: vars.fontWeight.medium });
export const bookingDetails = style({ display: 'block', ...text(vars.fontSize.sm, vars.color.textMuted) });
export const checking = style({ margin: 0, ...text(vars.fontSize.sm, vars.color.textMuted) });
