// The side panel of the announcements page: support site, support contact and the recommended
// browser environment.
import styled from 'styled-components';
import { SUPPORT_HOURS, SUPPORT_MAIL, SUPPORT_PHONE, SUPPORT_SITE_URL } from '@portal/shared/site';
import { messages } from '../../../messages';

export function SupportPanel() {
  return (
    <Panel aria-label={messages.supportTitle}>
      <Block>
        <Heading>{messages.supportSite}</Heading>
        <p>{messages.supportSiteLead}</p>
        <SiteLink href={SUPPORT_SITE_URL} target="_blank" rel="noopener noreferrer">
          {messages.supportSite}
          <span aria-hidden="true">↗</span>
        </SiteLink>
      </Block>
      <Block>
        <Heading>{messages.supportContactTitle}</Heading>
        <Contact>
          <dt>{messages.supportMail}</dt>
          <dd>
            <a href={`mailto:${SUPPORT_MAIL}`}>{SUPPORT_MAIL}</a>
          </dd>
          <dt>{messages.supportPhone}</dt>
          <dd>
            <a href={`tel:${SUPPORT_PHONE.replace(/-/g, '')}`}>{SUPPORT_PHONE}</a>
          </dd>
        </Contact>
        <Note>{SUPPORT_HOURS}</Note>
      </Block>
      <Block>
        <Heading>{messages.environmentTitle}</Heading>
        <p>{messages.environment}</p>
      </Block>
    </Panel>
  );
}

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Block = styled.section`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.7;
`;

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const SiteLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: ${({ theme }) => theme.space.md};
  padding: 6px ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Contact = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
    word-break: break-all;
  }
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
