import styled from 'styled-components';

const StyledBlock = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledText = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const StyledBadge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 9.5rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.storeBadge};
  color: ${({ theme }) => theme.colors.onStoreBadge};
  text-align: left;
  text-decoration: none;

  svg {
    width: 1.5rem;
    height: 1.5rem;
    fill: currentColor;
  }
`;

const StyledSmall = styled.span`
  display: block;
  font-size: 0.625rem;
  line-height: 1.2;
`;

const StyledStore = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
`;

function AppleGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path d="M16.37 12.78c-.02-2.3 1.88-3.4 1.96-3.46-1.07-1.56-2.73-1.78-3.32-1.8-1.41-.14-2.76.83-3.47.83-.72 0-1.82-.81-2.99-.79-1.54.02-2.96.9-3.75 2.27-1.6 2.78-.41 6.89 1.15 9.14.76 1.1 1.67 2.34 2.86 2.3 1.15-.05 1.58-.74 2.97-.74 1.38 0 1.77.74 2.98.72 1.24-.02 2.02-1.12 2.77-2.23.87-1.28 1.23-2.52 1.25-2.58-.03-.01-2.39-.92-2.41-3.66zM14.1 6.02c.63-.77 1.06-1.83.94-2.9-.91.04-2.02.61-2.67 1.37-.58.67-1.1 1.76-.96 2.8 1.02.08 2.06-.52 2.69-1.27z" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path d="M4.2 2.6c-.25.26-.4.67-.4 1.2v16.4c0 .53.15.94.4 1.2l.06.06 9.19-9.19v-.22L4.26 2.54l-.06.06zm12.31 12.73-3.06-3.07v-.22l3.06-3.07.07.04 3.63 2.06c1.04.59 1.04 1.55 0 2.14l-3.63 2.07-.07.05zm-.07.04L13.3 12.2l-9.1 9.1c.34.36.9.4 1.53.05l10.71-6.08m0-6.54L5.73 2.65c-.63-.36-1.19-.31-1.53.05l9.1 9.1 3.14-3.07z" />
    </svg>
  );
}

/** Engineers use the mobile app; the store links are placeholders until it is published. */
export function AppStoreBadges() {
  return (
    <StyledBlock aria-labelledby="engineer-apps-heading">
      <StyledHeading id="engineer-apps-heading">Are you an engineer?</StyledHeading>
      <StyledText>Download the Trellis mobile app to manage your jobs on the go.</StyledText>
      <StyledBadges>
        <StyledBadge href="#">
          <AppleGlyph />
          <span>
            <StyledSmall>Download on the</StyledSmall> <StyledStore>App Store</StyledStore>
          </span>
        </StyledBadge>
        <StyledBadge href="#">
          <PlayGlyph />
          <span>
            <StyledSmall>GET IT ON</StyledSmall> <StyledStore>Google Play</StyledStore>
          </span>
        </StyledBadge>
      </StyledBadges>
    </StyledBlock>
  );
}
