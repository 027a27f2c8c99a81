import styled from 'styled-components';
import { plainList } from '@trellis/ui/controls';
import { Link } from 'react-router';
import { BarChart3, Phone, Plus, UserPlus } from 'lucide-react';
import {
  DASHBOARD_MESSAGES,
  DASHBOARD_QUICK_ACTIONS,
  pagePermission,
} from '@trellis/contracts/constants';
import { usePermissions } from '@trellis/platform';
import { DashboardSection } from './dashboard-section';

const ICONS = {
  newTicket: <Plus aria-hidden />,
  addCustomer: <UserPlus aria-hidden />,
  scheduleCall: <Phone aria-hidden />,
  viewReports: <BarChart3 aria-hidden />,
};

const StyledActions = styled.ul`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

// Links that look like buttons: each opens another screen (another remote's, mostly).
const StyledAction = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  svg {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

/**
 * New Ticket, Add Customer, Schedule Call and View Reports: those whose page the
 * user may open.
 */
export function QuickActions() {
  const permissions = usePermissions();
  const actions = DASHBOARD_QUICK_ACTIONS.filter(({ path }) => {
    const needed = pagePermission(path);
    return needed === null || permissions.includes(needed);
  });
  return (
    <DashboardSection title={DASHBOARD_MESSAGES.quickActions} id="dashboard-quick-actions">
      <StyledActions>
        {actions.map(({ key, label, path }) => (
          <li key={key}>
            <StyledAction to={path}>
              {ICONS[key]}
              {label}
            </StyledAction>
          </li>
        ))}
      </StyledActions>
    </DashboardSection>
  );
}
