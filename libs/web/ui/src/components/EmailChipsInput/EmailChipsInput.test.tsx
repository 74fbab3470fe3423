import { useLayoutEffect, useState } from 'react';
import { screen } from '@testing-library/react';
import { render } from '../../testing/render';
import { EMAIL_CHIPS_HELP, EmailChipsInput } from './EmailChipsInput';

function Harness({ onInvalid }: { onInvalid: (invalid: boolean) => void }) {
  const [emails, setEmails] = useState<string[]>([]);
  return (
    <>
      <EmailChipsInput label="Allowed Emails" value={emails} onChange={setEmails} onInvalidChange={onInvalid} />
      <output data-testid="emails">{emails.join('|')}</output>
    </>
  );
}

const setup = () => {
  const onInvalid = jest.fn();
  const view = render(<Harness onInvalid={onInvalid} />);
  const field = screen.getByRole('combobox', { name: 'Allowed Emails' });
  return { ...view, field, onInvalid, emails: () => screen.getByTestId('emails').textContent };
};

describe(EmailChipsInput.name, () => {
  it('turns valid addresses into chips, normalised and without duplicates', async () => {
    const { user, field, emails } = setup();
    expect(screen.getByText(EMAIL_CHIPS_HELP)).toBeInTheDocument();
    await user.type(field, ' Ann@Example.com,ann@example.com,bob@example.com{enter}');
    expect(emails()).toBe('ann@example.com|bob@example.com');
  });

  it('refuses an invalid address as a chip, keeps it in the field and says why', async () => {
    const { user, field, emails, onInvalid } = setup();
    await user.type(field, 'not-an-email{enter}');
    expect(emails()).toBe('');
    expect(screen.getByText('"not-an-email" is not a valid e-mail address')).toBeInTheDocument();
    expect(field).toHaveValue('not-an-email');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onInvalid).toHaveBeenLastCalledWith(true);

    await user.type(field, ',');
    expect(emails()).toBe('');
    expect(screen.getByText('"not-an-email" is not a valid e-mail address')).toBeInTheDocument();
  });

  it('keeps the valid part of a mixed entry and refuses the rest', async () => {
    const { user, field, emails } = setup();
    await user.type(field, 'ann@example.com;nope{enter}');
    expect(emails()).toBe('ann@example.com');
    expect(screen.getByText('"nope" is not a valid e-mail address')).toBeInTheDocument();
  });

  it('clears the error once the text is fixed or a chip is removed', async () => {
    const { user, field, emails, onInvalid } = setup();
    await user.type(field, 'ann@example.com{enter}bad{enter}');
    expect(screen.getByText('"bad" is not a valid e-mail address')).toBeInTheDocument();
    await user.clear(field);
    expect(screen.queryByText('"bad" is not a valid e-mail address')).toBeNull();
    await user.type(field, 'bad{enter}');
    expect(screen.getByText('"bad" is not a valid e-mail address')).toBeInTheDocument();
    // Removing a chip: the stale error goes.
    await user.click(screen.getAllByRole('button', { hidden: true }).find((b) => b.closest('[class*="Pill"]'))!);
    expect(emails()).toBe('');
    expect(screen.queryByText('"bad" is not a valid e-mail address')).toBeNull();
    expect(onInvalid).toHaveBeenLastCalledWith(false);
  });

  it('tells the dialog in the same frame as it shows the error, so no frame offers to submit refused text', async () => {
    // Every frame the dialog commits: does the field show an error, and does the dialog know?
    const frames: Array<{ shown: boolean; known: boolean }> = [];
    function Dialog() {
      const [emails, setEmails] = useState<string[]>([]);
      const [invalid, setInvalid] = useState(false);
      const [pending, setPending] = useState<string[]>([]);
      useLayoutEffect(() => {
        frames.push({ shown: screen.queryByText(/is not a valid e-mail address/) !== null, known: invalid });
      });
      return (
        <>
          <EmailChipsInput
            label="Allowed Emails"
            value={emails}
            onChange={setEmails}
            onInvalidChange={setInvalid}
            onPendingChange={setPending}
          />
          <output data-testid="pending">{pending.join('|')}</output>
        </>
      );
    }
    const { user } = render(<Dialog />);
    const field = screen.getByRole('combobox', { name: 'Allowed Emails' });
    await user.type(field, 'not-an-email{enter}');
    await user.clear(field);
    await user.type(field, 'Ann@example.com');
    expect(screen.getByTestId('pending')).toHaveTextContent('ann@example.com');
    await user.type(field, '{enter}');
    expect(screen.getByTestId('pending')).toHaveTextContent(/^$/);
    expect(frames.some((frame) => frame.shown)).toBe(true);
    expect(frames.filter((frame) => frame.shown !== frame.known)).toEqual([]);
  });
});
