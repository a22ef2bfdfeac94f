import styled from 'styled-components';
import { media } from 'shared-kernel/ui';
import { CardGrid, photoFrame } from '../../../components/ProfileCardTile';

/** Where the count of the results goes, in its place and size. */
const Status = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Two rows of cards at every width (2, 3, 4 or 5 a row, as CardGrid): the first screen, no more. */
const Grid = styled(CardGrid)`
  & > li:nth-child(n + 5) {
    display: none;
  }
  ${media.md} {
    & > li:nth-child(-n + 6) {
      display: block;
    }
  }
  ${media.lg} {
    & > li:nth-child(-n + 8) {
      display: block;
    }
  }
  ${media.xl} {
    & > li:nth-child(n) {
      display: block;
    }
  }
`;

const Tile = styled.li`
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.card};
  overflow: hidden;
`;

const Photo = styled.div`
  ${photoFrame}
`;

/** The name and the "age · city" lines of a card, as grey bars of their height. */
const Lines = styled.div`
  display: grid;
  gap: 4px;
  padding: 8px 12px 12px;
  & > span {
    height: 1.5rem;
    width: 60%;
    background: ${(p) => p.theme.colors.border};
    border-radius: 4px;
  }
  & > span + span {
    height: 1.3125rem;
    width: 80%;
  }
`;

const TILES = 10;

/**
 * While the search runs: its text where the count will be and grey cards in the results' grid, the
 * same on the server and in the browser (issue 16: a server-rendered /members shows it until the
 * search answers; fixed size, so nothing around it moves).
 */
export function ResultsPlaceholder({ label }: { label: string }) {
  return (
    <div data-testid="results-placeholder">
      <Status role="status">{label}</Status>
      <Grid aria-hidden="true">
        {Array.from({ length: TILES }, (_, i) => (
          <Tile key={i}>
            <Photo />
            <Lines>
              <span />
              <span />
            </Lines>
          </Tile>
        ))}
      </Grid>
    </div>
  );
}
