import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';
import { desktop } from '../../ui/theme/theme.css';

export const page = style({ maxWidth: 760, display: 'grid', gap: vars.space.lg, overflowWrap: 'anywhere' });

export const title = style({ margin: 0 });

export const lead = style({ fontSize: vars.fontSize.lg, margin: 0, lineHeight: 1.5 });

export const paragraph = style({ margin: 0, lineHeight: 1.6 });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const team = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
});

// A phone lists the people as rows (portrait beside the words); wider screens as cards side by side, the
// links level at the bottom whatever the length of the words above them.
export const member = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [desktop]: {
      padding: vars.space.lg,
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      justifyItems: 'center',
      textAlign: 'center',
    },
  },
});

export const photo = style({
  width: 72,
  height: 72,
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.skeleton,
  '@media': { [desktop]: { width: 96, height: 96 } },
});

export const memberText = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  '@media': {
    [desktop]: { justifyItems: 'center', height: '100%', gridTemplateRows: 'auto auto 1fr auto' },
  },
});

export const memberName = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const role = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const link = style({ color: vars.color.primaryStrong, fontWeight: vars.fontWeight.medium });
