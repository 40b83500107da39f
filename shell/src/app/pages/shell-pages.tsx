import { Route, Routes } from 'react-router-dom';
import { createLifecycles, MicroFrontendRoot, type MicroFrontendProps } from '@easel/ui';
import { accountApi } from '../../features/auth/api/account-api';
import { ChangePasswordPage } from '../../features/auth/components/change-password-page';
import { ForgetPasswordPage } from '../../features/auth/components/forget-password-page';
import { LoginPage } from '../../features/auth/components/login-page';
import { LogoutPage } from '../../features/auth/components/logout-page';
import { RegisterPage } from '../../features/auth/components/register-page';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
import { ContactPage } from '../../features/contact/components/contact-page';
import { PrivacyPage } from '../../features/legal/components/privacy-page';
import { TermsPage } from '../../features/legal/components/terms-page';

/** The shell's own routes (ARCHITECTURE §2), a single-spa application like the remotes. */
function ShellPages(props: MicroFrontendProps) {
  return (
    <MicroFrontendRoot {...props} className="shell-pages">
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/forget-password" element={<ForgetPasswordPage />} />
        <Route path="/reset-password/:id" element={<ResetPasswordPage />} />
        <Route path="/change-password" element={<ChangePasswordPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/contact" element={<ContactPage />} />
      </Routes>
    </MicroFrontendRoot>
  );
}

export const shellPagesApp = createLifecycles({
  name: 'shell',
  Root: ShellPages,
  inject: (store) => store.injectApi(accountApi),
});
