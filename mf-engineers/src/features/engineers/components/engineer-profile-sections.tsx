import type { ReactNode } from 'react';
import { formatDate } from '@trellis/ui/format';
import {
  ENGINEER_MESSAGES,
  ENGINEER_PROFILE_SECTIONS,
  type EngineerDetail,
} from '@trellis/contracts';
import { DetailCard, EmptyText, Item, StyledEntries, StyledList } from './detail-card';
import { ExpiryBadge } from './expiry-badge';

type SectionKey = (typeof ENGINEER_PROFILE_SECTIONS)[number]['key'];
/** The profile as the detail answers it: without payment details for a user without Manage Team. */
type Profile = EngineerDetail['profile'];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Issued and expires, with the expiry badge, which every dated document shows. */
function Dates({
  issued,
  expires,
  today,
}: {
  issued: string | null | undefined;
  expires: string | null | undefined;
  today: string;
}) {
  return (
    <>
      {issued && <span>Issued {formatDate(issued)}</span>}
      {expires && <span>Expires {formatDate(expires)}</span>}
      <ExpiryBadge expiry={expires} today={today} />
    </>
  );
}

function sectionBody(key: SectionKey, profile: Profile, today: string): ReactNode {
  const empty = <EmptyText>{ENGINEER_MESSAGES.empty[key]}</EmptyText>;
  switch (key) {
    case 'education':
      return profile.education.length === 0 ? (
        empty
      ) : (
        <StyledEntries>
          {profile.education.map((entry, i) => (
            <li key={i}>
              <strong>{entry.degree_name}</strong>
              <span>{entry.university_name}</span>
              <span>Issued {formatDate(entry.issue_date)}</span>
            </li>
          ))}
        </StyledEntries>
      );
    case 'technicalSkills':
      return profile.technicalSkills.length === 0 ? (
        empty
      ) : (
        <StyledEntries>
          {profile.technicalSkills.map((skill, i) => (
            <li key={i}>
              <strong>{skill.skill_name}</strong>
              <span>{skill.level}</span>
            </li>
          ))}
        </StyledEntries>
      );
    case 'spokenLanguages':
      return profile.spokenLanguages.length === 0 ? (
        empty
      ) : (
        <StyledEntries>
          {profile.spokenLanguages.map((language, i) => (
            <li key={i}>
              <strong>{language.language}</strong>
              <span>{language.level}</span>
              <span>
                Read: {yesNo(language.prof_read)} · Speak: {yesNo(language.prof_speak)} · Write:{' '}
                {yesNo(language.prof_write)}
              </span>
            </li>
          ))}
        </StyledEntries>
      );
    case 'industryExperience':
      return profile.industryExperience.length === 0 ? (
        empty
      ) : (
        <StyledEntries>
          {profile.industryExperience.map((entry, i) => (
            <li key={i}>
              <strong>{entry.industry}</strong>
              <span>{entry.exp_range}</span>
            </li>
          ))}
        </StyledEntries>
      );
    case 'idDocuments':
      return profile.idDocuments.length === 0 ? (
        empty
      ) : (
        <StyledEntries>
          {profile.idDocuments.map((doc, i) => (
            <li key={i}>
              <strong>{doc.doc_type}</strong>
              <Dates issued={doc.issue_date} expires={doc.expiry_date} today={today} />
            </li>
          ))}
        </StyledEntries>
      );
    case 'rightToWork':
      return profile.rightToWork.length === 0 ? (
        empty
      ) : (
        <StyledEntries>
          {profile.rightToWork.map((entry, i) => (
            <li key={i}>
              <strong>{entry.visa_types}</strong>
              <Dates issued={entry.issue_date} expires={entry.expiry_date} today={today} />
            </li>
          ))}
        </StyledEntries>
      );
    case 'travelDetails': {
      const travel = profile.travelDetails;
      if (!travel) return empty;
      return (
        <StyledList>
          <Item label="Working Radius">
            {travel.working_radius == null ? null : `${travel.working_radius} km`}
          </Item>
          <Item label="Driving License">{yesNo(travel.driving_license)}</Item>
          <Item label="Own Vehicle">{yesNo(travel.own_vehicle)}</Item>
          <Item label="Vehicle Types">{travel.vehicle_types.join(', ')}</Item>
        </StyledList>
      );
    }
    case 'paymentDetails': {
      const payment = profile.paymentDetails;
      if (!payment) return empty;
      return (
        <StyledList>
          <Item label="Payment Currency">{payment.payment_currency}</Item>
          <Item label="Bank Name">{payment.bank_name}</Item>
          <Item label="Account Type">{payment.account_type}</Item>
          <Item label="Account Name">{payment.account_name}</Item>
          <Item label="Sort Code">{payment.sort_code}</Item>
          <Item label="IBAN">{payment.iban}</Item>
        </StyledList>
      );
    }
  }
}

export interface EngineerProfileSectionsProps {
  profile: Profile;
  /** The business today, for the expiry badges. */
  today: string;
}

/**
 * The eight profile sections, each with its empty text; Payment Details only when
 * the API sent them.
 */
export function EngineerProfileSections({ profile, today }: EngineerProfileSectionsProps) {
  const sections = ENGINEER_PROFILE_SECTIONS.filter(
    ({ key }) => key !== 'paymentDetails' || profile.paymentDetails !== undefined,
  );
  return (
    <>
      {sections.map(({ key, title }) => (
        <DetailCard key={key} title={title}>
          {sectionBody(key, profile, today)}
        </DetailCard>
      ))}
    </>
  );
}
