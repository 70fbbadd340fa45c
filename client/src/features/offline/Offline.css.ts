import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

/** A bar above the page: warning colours, text that wraps (never wider than a 360 px screen). */
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.warning}`,
  overflowWrap: 'anywhere',
});

export const text = style({ margin: 0, flex: '1 1 16rem' });

export const hint = style({ display: 'block', color: vars.color.textMuted });
