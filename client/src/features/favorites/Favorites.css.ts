import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const title = style({ margin: 0, fontSize: 26 });
export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });
export const skeleton = style({ height: 280, borderRadius: vars.radius.lg, background: vars.color.skeleton });
export const more = style({ display: 'flex', justifyContent: 'center' });
