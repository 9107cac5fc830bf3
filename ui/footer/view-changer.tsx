import { useState, type ComponentProps } from 'react';
import type { ViewChange } from '../../core/footer/view-changer';
import { createViewChanger } from '../../core/footer/view-changer.controller';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { island } from '../app/island';
import { useInjection } from '../app/injection';
import { useController } from '../app/use-controller';

/**
 * The view changer: a form posted to this page, which the server answers by setting the platform cookie and showing
 * the page again (so it works without JavaScript); with JavaScript its controller (core/footer/view-changer.controller.ts)
 * writes the cookie and reloads.
 */
const ViewChanger = ({ text, change }: { text: string; change: ViewChange }) => {
  const cookies = useInjection(SHARED_TOKENS.cookies);
  const navigation = useInjection(SHARED_TOKENS.navigation);
  const page = useInjection(SHARED_TOKENS.pageContext);
  const [controller] = useState(() => createViewChanger(change, page, { cookies, navigation }));
  const { action, fields } = useController(controller);
  return (
    <form
      className={`footer-view-changer footer-view-changer--${change}`}
      method="post"
      action={action}
      // The server's answer is all it needs: the loader lets it post and wakes nothing (no runtime for a cookie).
      data-native-submit=""
      onSubmit={(event) => {
        event.preventDefault();
        controller.choose();
      }}
    >
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="footer-link-button">
        {text}
      </button>
    </form>
  );
};

declare module '../app/island' {
  interface IslandRegistry {
    'view-changer': ComponentProps<typeof ViewChanger>;
  }
}

/** The view changer as an island. */
export const ViewChangerIsland = island('view-changer', ViewChanger);

export { ViewChanger };
