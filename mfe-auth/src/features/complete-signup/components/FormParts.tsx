import styled from 'styled-components';
import { TextArea } from 'shared-kernel/ui/FormParts';

/** Layouts of the step forms' own controls (the common parts are in components/FormParts). */

/** The text about yourself: more room than a message. */
export const LongTextArea = styled(TextArea)`
  min-height: 160px;
`;

/** Checkbox chips in a wrapping grid. */
export const CheckboxGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 8px;
  margin: 8px 0;
`;
