import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { row, stack } from '../../ui/theme/pieces';

export const section = style({ ...stack(vars.space.md), maxWidth: 720, minWidth: 0 });
export const title = style({ margin: 0, overflowWrap: 'anywhere' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
});
export const term = style({ fontWeight: 600 });
export const value = style({ margin: 0 });
export const actions = style({ ...row(vars.space.sm), flexWrap: 'wrap' });
