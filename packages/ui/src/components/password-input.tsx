import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { IconButton } from './icon-button';
import { TextInput, type TextInputProps } from './text-input';

const StyledWrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  input {
    padding-right: 2.75rem;
  }
`;

const StyledToggle = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type PasswordInputProps = Omit<TextInputProps, 'type'>;

/** A password field with its own show/hide toggle. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <StyledWrapper>
      <TextInput {...props} type={visible ? 'text' : 'password'} />
      <StyledToggle>
        <IconButton
          size="sm"
          label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={props.id}
          icon={visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          onClick={() => setVisible((v) => !v)}
        />
      </StyledToggle>
    </StyledWrapper>
  );
}
