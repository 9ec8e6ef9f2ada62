import { useId, useState } from 'react';
import { useMessages } from '../../../runtime/react';
import { notificationTopics, type NotificationPreferences, type NotificationTopic } from '../../../schemas';

const topicWords = {
  orderUpdates: 'account.subscriptions.topic.orderUpdates',
  backInStock: 'account.subscriptions.topic.backInStock',
  loyaltyUpdates: 'account.subscriptions.topic.loyaltyUpdates',
} as const satisfies Record<NotificationTopic, string>;

/**
 * Which service messages go by e-mail and which by SMS (`PUT /consumers-v3/consumer/notification`): one group per
 * topic with its two channels, saved together. The form starts from what the server holds.
 */
export function NotificationsForm({
  preferences,
  busy,
  onSave,
}: {
  readonly preferences: NotificationPreferences;
  readonly busy: boolean;
  readonly onSave: (preferences: NotificationPreferences) => Promise<unknown>;
}) {
  const t = useMessages();
  const id = useId();
  const [chosen, setChosen] = useState(preferences);
  const [shown, setShown] = useState(preferences);
  // The server's state changed (saved here, or elsewhere): start again from it.
  if (shown !== preferences) {
    setShown(preferences);
    setChosen(preferences);
  }
  const toggle = (topic: NotificationTopic, channel: 'email' | 'sms', on: boolean) =>
    setChosen((now) => ({ ...now, [topic]: { ...now[topic], [channel]: on } }));
  return (
    <form
      className="ts-subscriptions__notifications"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void onSave(chosen);
      }}
    >
      <h3 className="ts-address-card__title" id={`${id}-title`}>
        {t('account.subscriptions.notificationsTitle')}
      </h3>
      <p>{t('account.subscriptions.notificationsText')}</p>
      {notificationTopics.map((topic) => (
        <fieldset key={topic} className="ts-subscriptions__topic">
          <legend>{t(topicWords[topic])}</legend>
          {(['email', 'sms'] as const).map((channel) => (
            <label key={channel} className="ts-checkbox">
              <input
                type="checkbox"
                className="ts-checkbox__input"
                name={`${topic}.${channel}`}
                checked={chosen[topic][channel]}
                onChange={(event) => toggle(topic, channel, event.target.checked)}
              />
              <span>{t(channel === 'email' ? 'account.subscriptions.byEmail' : 'account.subscriptions.bySms')}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <button type="submit" className="ts-button ts-button--primary ts-button--md" aria-disabled={busy || undefined}>
        {t('account.subscriptions.notificationsSave')}
      </button>
    </form>
  );
}
