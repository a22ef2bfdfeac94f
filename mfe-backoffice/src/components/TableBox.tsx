import styled from 'styled-components';

/**
 * The back office's tables: a bordered surface that scrolls sideways on a narrow screen, with a
 * caption and a line between the rows. Pages extend it for their columns (`styled(TableBox)`).
 */
export const TableBox = styled.div`
  overflow-x: auto;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  table {
    width: 100%;
    border-collapse: collapse;
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding: 12px;
  }
  th,
  td {
    text-align: left;
    padding: 8px 12px;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  thead th {
    font-size: 0.85rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;
