import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const article = style({
  maxWidth: 760,
  display: 'grid',
  gap: vars.space.md,
  // Long words (e-mail addresses, URLs) wrap instead of widening a 360 px screen.
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0 });

export const updated = style({ color: vars.color.textMuted, margin: 0 });

export const heading = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.sm} 0` });

export const paragraph = style({ lineHeight: 1.6, margin: `0 0 ${vars.space.sm}` });

export const list = style({ lineHeight: 1.6, margin: 0, paddingLeft: vars.space.lg });
