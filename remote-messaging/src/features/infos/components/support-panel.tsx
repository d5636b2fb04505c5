// The side panel of the announcements page: support site, support contact and the recommended
// browser environment. The site, e-mail, phone and hours are the operator's (GET /support: the
// api's SUPPORT_* environment or the company console); a part not configured is left out.
import styled from 'styled-components';
import { telHref, useSupportContact } from '@portal/shared/frame-queries';
import { messages } from '../../../messages';
import { Stack, card, mutedText } from '@portal/shared/ui/layout';

export function SupportPanel() {
  const contact = useSupportContact();
  const hasContact = !!(contact?.mail || contact?.phone || contact?.hours);
  return (
    <Stack as="aside" $gap="lg" aria-label={messages.supportTitle}>
      {contact?.siteUrl ? (
        <Block>
          <Heading>{messages.supportSite}</Heading>
          <p>{messages.supportSiteLead}</p>
          <SiteLink href={contact.siteUrl} target="_blank" rel="noopener noreferrer">
            {messages.supportSite}
            <span aria-hidden="true">↗</span>
          </SiteLink>
        </Block>
      ) : null}
      {hasContact ? (
        <Block>
          <Heading>{messages.supportContactTitle}</Heading>
          <Contact>
            {contact?.mail ? (
              <>
                <dt>{messages.supportMail}</dt>
                <dd>
                  <a href={`mailto:${contact.mail}`}>{contact.mail}</a>
                </dd>
              </>
            ) : null}
            {contact?.phone ? (
              <>
                <dt>{messages.supportPhone}</dt>
                <dd>
                  <a href={telHref(contact.phone)}>{contact.phone}</a>
                </dd>
              </>
            ) : null}
          </Contact>
          {contact?.hours ? <Note>{contact.hours}</Note> : null}
        </Block>
      ) : null}
      <Block>
        <Heading>{messages.environmentTitle}</Heading>
        <p>{messages.environment}</p>
      </Block>
    </Stack>
  );
}

const Block = styled.section`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  ${card}
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${mutedText}
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
