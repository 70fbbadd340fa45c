import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const form = style({ display: 'grid', gap: 16, minWidth: 'min(100%, 360px)' });
export const center = style({ margin: 0, textAlign: 'center', fontSize: 14 });
export const right = style({ margin: 0, textAlign: 'right', fontSize: 14 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: 14 });
export const row = style({ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'flex-end' });
export const consentRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  justifyContent: 'space-between',
});
export const error = style({ margin: 0, color: vars.color.error, fontSize: 14 });
export const social = style({ display: 'grid', gap: 8 });
export const avatarPreview = style({
  width: 160,
  height: 160,
  borderRadius: '50%',
  objectFit: 'cover',
  justifySelf: 'center',
  border: `1px solid ${vars.color.border}`,
});
