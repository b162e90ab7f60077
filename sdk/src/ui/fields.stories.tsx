import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Stack } from '@mantine/core';
import { AuthErrors, SalesContactErrors } from '../domain/errors.js';
import { CheckboxField, FormActions, FormError, NumberField, PasswordField, SelectField, TextareaField, TextField } from './fields.js';

const meta = {
  title: 'Kit/Form fields',
  component: TextField,
  args: { label: 'Email', placeholder: 'you@company.com', type: 'email' },
  decorators: [
    (Story) => (
      <Stack maw={420}>
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextInput: Story = {};

export const TextInputWithError: Story = {
  args: { defaultValue: 'ada@', error: AuthErrors.INVALID_EMAIL, withAsterisk: true },
};

export const PasswordWithError: Story = {
  render: () => <PasswordField label="Password" description="At least 8 characters" defaultValue="secret" error={AuthErrors.PASSWORD_TOO_SHORT} />,
};

export const TextareaWithError: Story = {
  render: () => <TextareaField label="Action item" placeholder="What will the team do, and who owns it?" error={SalesContactErrors.FIRST_NAME_REQUIRED} />,
};

export const SelectWithError: Story = {
  render: () => (
    <SelectField
      label="I am a"
      placeholder="Choose one"
      data={[
        { value: 'FOUNDER', label: 'Founder' },
        { value: 'INVESTOR', label: 'Investor' },
        { value: 'AFFILIATE', label: 'Affiliate' },
      ]}
      error={AuthErrors.PERSONA_REQUIRED}
    />
  ),
};

export const NumberWithLimits: Story = {
  render: () => <NumberField label="Seats" description="Members of this account" defaultValue={12} min={1} max={100} />,
};

export const CheckboxWithError: Story = {
  render: () => <CheckboxField label="I agree to the Terms of Use" error={AuthErrors.TERMS_REQUIRED} />,
};

/** Errors follow what is typed, with the server's texts. */
function SignUpForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const emailError = email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? AuthErrors.INVALID_EMAIL : null;
  const passwordError = password && password.length < 8 ? AuthErrors.PASSWORD_TOO_SHORT : null;
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack gap="sm">
        <TextField label="Email" type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={emailError} withAsterisk />
        <PasswordField label="Password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} error={passwordError} withAsterisk />
        <CheckboxField label="I agree to the Terms of Use" checked={agreed} onChange={(event) => setAgreed(event.currentTarget.checked)} />
        <Button type="submit" disabled={!email || !password || Boolean(emailError || passwordError) || !agreed} w="fit-content">
          Create account
        </Button>
      </Stack>
    </form>
  );
}

export const ValidatesAsYouType: Story = { render: () => <SignUpForm /> };

/** The end of a form: the server's error in the user's language, then Cancel and submit. */
export const FormEnd: Story = {
  render: () => (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack gap="sm">
        <TextField label="Column title" defaultValue="Review" />
        <FormError error={SalesContactErrors.FIRST_NAME_REQUIRED} />
        <FormActions submitLabel="Save column" onCancel={() => undefined} />
      </Stack>
    </form>
  ),
};
