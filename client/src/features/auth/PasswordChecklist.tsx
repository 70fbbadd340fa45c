import { PASSWORD_RULES } from '@festa/domain';
import { it } from '../../i18n/it';
import { vars, visuallyHidden } from '../../ui';

/**
 * The live list of password rules. `strict` colours every unmet rule as an error (profile form);
 * otherwise unmet rules stay neutral until something is typed.
 */
export function PasswordChecklist({ password, strict = false }: { password: string; strict?: boolean }) {
  return (
    <div aria-live="polite">
      <p style={{ margin: '0 0 4px', fontSize: 14 }}>{it.account.passwordRulesTitle}</p>
      <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: 2, fontSize: 14 }}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          const showError = !met && (strict || password.length > 0);
          const color = met ? vars.color.success : showError ? vars.color.error : vars.color.textMuted;
          return (
            <li key={rule.id} data-met={met} style={{ color }}>
              <span aria-hidden="true">{met ? '✓' : '•'} </span>
              {rule.label}
              <span className={visuallyHidden}>
                {` (${met ? it.account.ruleMet : it.account.ruleUnmet})`}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
