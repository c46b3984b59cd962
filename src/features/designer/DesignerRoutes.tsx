// The form designer's pages under /admin/backoffice/forms, one lazy route (the editor brings the engine and the
// preview's components; no other page's first load carries them).
import { Route, Routes } from 'react-router-dom';
import { FormEditorPage } from './FormEditorPage';
import { FormsListPage } from './FormsListPage';

export function DesignerRoutes() {
  return (
    <Routes>
      <Route index element={<FormsListPage />} />
      <Route path=":formKey" element={<FormEditorPage />} />
    </Routes>
  );
}

export default DesignerRoutes;
