// The product mark and name in the header; a click goes to the announcements (infos).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { portalPath, type SiteId } from '@portal/shared/site';
import { media } from '@portal/shared/ui/responsive';
import { messages } from '../messages';

export function Logo({ siteId }: { siteId: SiteId }) {
  return (
    <LogoLink to={portalPath(siteId, 'infos')} aria-label={messages.logoHome}>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#ffffff" />
        <circle cx="11" cy="12" r="4" fill="#1f3a5f" />
        <path d="M4.5 25c.8-4.4 3.3-6.8 6.5-6.8s5.7 2.4 6.5 6.8z" fill="#1f3a5f" />
        <path
          d="M18 11h8.5M23.5 7.5 27 11l-3.5 3.5"
          stroke="#13847a"
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M20 20.5h6.5" stroke="#13847a" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <Name>{messages.productName}</Name>
    </LogoLink>
  );
}

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.textInverse};
  text-decoration: none;
  &:hover span {
    opacity: 0.85;
  }
`;

const Name = styled.span`
  font-size: 17px;
  font-weight: 700;
  letter-spacing: 0.06em;
  white-space: nowrap;
  /* On a phone the mark alone leaves room for the service line and メニュー (the link keeps its name). */
  ${media.phone} {
    display: none;
  }
`;
