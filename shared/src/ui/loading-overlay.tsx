// LoadingOverlay: covers the page while a write request runs (useLoadingStore), so the user
// cannot submit twice; shown at least MIN_LOADING_MS by withLoading.
import styled from 'styled-components';
import { useLoadingStore } from '../feedback';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

const Cover = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(255, 255, 255, 0.55);
  cursor: progress;
`;

export function LoadingOverlay() {
  const visible = useLoadingStore((state) => state.visible);
  if (!visible) return null;
  return (
    <Cover role="status" aria-live="polite">
      <Spinner $size={40} />
      <VisuallyHidden>処理中です</VisuallyHidden>
    </Cover>
  );
}
