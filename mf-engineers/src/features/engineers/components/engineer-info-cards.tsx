import { Badge } from '@trellis/ui/controls';
import { formatDate, formatMoney } from '@trellis/ui/format';
import { ENGINEER_MESSAGES, type EngineerDetail } from '@trellis/contracts';
import { DetailCard, Item, StyledList } from './detail-card';

const stamp = (value: string | null | undefined) =>
  value ? formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }) : null;

export interface EngineerInfoCardsProps {
  engineer: EngineerDetail;
  recentlyUpdated: boolean;
}

/**
 * Contact info and account info. The pay rate shows only when the API sent it
 * (it does to a user with Manage Team).
 */
export function EngineerInfoCards({ engineer, recentlyUpdated }: EngineerInfoCardsProps) {
  const personal = engineer.profile.personalDetails;
  return (
    <>
      <DetailCard title="Contact Info">
        <StyledList>
          <Item label="Email">{engineer.email}</Item>
          <Item label="Phone">{engineer.phone ?? personal.phone}</Item>
          <Item label="Address">{personal.address}</Item>
          <Item label="Date of Birth">{personal.dob ? formatDate(personal.dob) : null}</Item>
        </StyledList>
      </DetailCard>
      <DetailCard title="Account Info">
        <StyledList>
          <Item label="ID">{engineer.code}</Item>
          <Item label="Status">
            {recentlyUpdated ? (
              <Badge tone="accent">{ENGINEER_MESSAGES.recentlyUpdated}</Badge>
            ) : (
              engineer.status
            )}
          </Item>
          <Item label="Created">{stamp(engineer.created_at)}</Item>
          <Item label="Updated">{stamp(engineer.updated_at)}</Item>
          <Item label="Last Login">{stamp(engineer.last_login ?? personal.last_login)}</Item>
          {engineer.pay_currency !== undefined && (
            <Item label="Pay Rate">
              {engineer.pay_rate
                ? `${formatMoney({ amount: engineer.pay_rate, currency: engineer.pay_currency })} per hour`
                : null}
            </Item>
          )}
        </StyledList>
      </DetailCard>
    </>
  );
}
