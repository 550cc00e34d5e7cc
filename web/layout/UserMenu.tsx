import { DropdownMenu } from 'radix-ui';
import { ChevronDown, CircleUser, LogOut, Settings } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthProvider.tsx';

/** The signed-in name with Settings and Logout (SPEC §2 "Header"). */
export function UserMenu() {
  const { account, logout } = useAuth();
  const navigate = useNavigate();
  const item =
    'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="focus-ring flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
        aria-label="User menu"
      >
        <CircleUser size={20} aria-hidden />
        <span className="max-w-32 truncate sm:max-w-none">{account?.name ?? ''}</span>
        <ChevronDown size={14} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item className={item} onSelect={() => navigate('/settings')}>
            <Settings size={16} aria-hidden /> Settings
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={item}
            onSelect={async () => {
              await logout();
              navigate('/', { replace: true });
            }}
          >
            <LogOut size={16} aria-hidden /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
