import { PASSWORD_STRENGTH_KEYS, passwordStrength } from '../../../core/components/password-strength';
import { useMessages } from '../../app/storefront-context';
import { classNames } from '../shared/class-names';

/** The strength readout under a password field (spec 5.2): four bars and the level's name, from 8 characters on. */
export const PasswordStrengthMeter = ({ id, password }: { id: string; password: string }) => {
  const copy = useMessages('components').passwordStrength;
  const level = passwordStrength(password);
  return (
    // A polite live region: its text changes only when the level does, so it is announced once per change.
    <div className="password-strength" id={id} aria-live="polite">
      {level === undefined ? null : (
        <>
          <span className={classNames('password-strength__bars', `password-strength__bars--${level}`)} aria-hidden="true">
            <span />
            <span />
            <span />
            <span />
          </span>
          <span className="password-strength__text">
            {copy.label}: <strong>{copy[PASSWORD_STRENGTH_KEYS[level]]}</strong>
          </span>
        </>
      )}
    </div>
  );
};
