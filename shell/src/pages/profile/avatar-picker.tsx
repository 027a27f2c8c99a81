import { IMAGES_ONLY_MESSAGE } from '@trellis/contracts/account';
import { Avatar, Button } from '@trellis/ui/basics';
import { Camera } from 'lucide-react';
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';

const StyledPicker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.dangerText};
`;

const StyledHiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export interface AvatarPickerProps {
  name: string;
  /** The current image URL, shown until a new file is chosen. */
  currentSrc: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
}

/** Chooses a new profile picture; anything but an image is refused before it is sent. */
export function AvatarPicker({ name, currentSrc, file, onFileChange }: AvatarPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  // The chosen file's preview, released when the file changes or the picker goes away.
  const previewUrl = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !chosen.type.startsWith('image/')) {
      setError(IMAGES_ONLY_MESSAGE);
      event.target.value = '';
      onFileChange(null);
      return;
    }
    setError(null);
    onFileChange(chosen);
  };

  return (
    <StyledPicker>
      <Avatar name={name || '?'} src={previewUrl ?? currentSrc} size="xl" />
      <StyledColumn>
        <StyledHiddenInput
          ref={inputRef}
          id="profile-image"
          type="file"
          accept="image/*"
          aria-label="Profile picture"
          aria-describedby={error ? 'profile-image-error' : 'profile-image-hint'}
          onChange={handleChange}
        />
        <Button
          variant="secondary"
          size="sm"
          icon={<Camera aria-hidden size={16} />}
          onClick={() => inputRef.current?.click()}
        >
          {file ? 'Change picture' : 'Upload picture'}
        </Button>
        {file && <StyledHint>{file.name}</StyledHint>}
        {error ? (
          <StyledError id="profile-image-error" role="alert">
            {error}
          </StyledError>
        ) : (
          <StyledHint id="profile-image-hint">Image files only (JPG, PNG, GIF, WebP).</StyledHint>
        )}
      </StyledColumn>
    </StyledPicker>
  );
}
