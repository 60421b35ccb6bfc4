import { EditorPage } from '../EditorPage.tsx';

export default EditorPage;
