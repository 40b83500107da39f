import { type AdminActionInput } from '@easel/contracts';
import { useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessage } from '@easel/store';
import { Button, ErrorFallback, notify, Spinner } from '@easel/ui';
import { usePulseStateQuery, useRecomputePulseWeekMutation, useSetPulseVotingMutation } from './pulse-api';
import { PulseRanking } from './pulse-ranking';
import { ReasonDialog } from '../../shared/reason-dialog';
import { weekLabel } from './week-label';
import './pulse.css';

type Dialog = { kind: 'voting'; open: boolean } | { kind: 'recompute'; week: string };

/** The Weekly Pulse: this week's voting switch and live ranking, the weeks before with their final ranking, recompute a week. */
export function PulsePage() {
  const state = usePulseStateQuery();
  const [chosenWeek, setChosenWeek] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [setVoting] = useSetPulseVotingMutation();
  const [recompute] = useRecomputePulseWeekMutation();

  if (state.isLoading) return <Spinner label="Loading the Weekly Pulse" />;
  if (state.isError || !state.data)
    return <ErrorFallback title="The Weekly Pulse could not be loaded" onRetry={() => void state.refetch()} />;
  const { week: running, votingOpen, weeks } = state.data;
  const shownWeek = chosenWeek ?? running;
  const pastWeeks = weeks.filter((w) => w.week !== running);

  const send = async (act: Dialog, { reason }: AdminActionInput): Promise<string | void> => {
    const result =
      act.kind === 'voting' ? await setVoting({ open: act.open, reason }) : await recompute({ week: act.week, reason });
    if (result.error)
      return errorMessage(result.error as FetchBaseQueryError, 'This could not be done; please try again');
    notify.success(
      act.kind === 'voting'
        ? `Voting is ${act.open ? 'open' : 'closed'}`
        : `The week of ${weekLabel(act.week)} is ranked again`,
    );
    setDialog(null);
  };

  return (
    <section className="adm-pulse" aria-labelledby="pulse-title">
      <h1 id="pulse-title">Weekly Pulse</h1>
      <div className="adm-pulse__now">
        <p>
          This week, from {weekLabel(running)}: voting is{' '}
          <strong className={`adm-pulse__switch--${votingOpen ? 'open' : 'closed'}`}>
            {votingOpen ? 'open' : 'closed'}
          </strong>
          .{!votingOpen && ' Visitors see that voting is closed on every artwork’s page.'}
        </p>
        <Button
          variant={votingOpen ? 'secondary' : 'primary'}
          onClick={() => setDialog({ kind: 'voting', open: !votingOpen })}
        >
          {votingOpen ? 'Close voting' : 'Open voting'}
        </Button>
      </div>

      <nav className="adm-pulse__weeks" aria-label="Weeks">
        <Button
          variant={shownWeek === running ? 'primary' : 'secondary'}
          aria-pressed={shownWeek === running}
          onClick={() => setChosenWeek(null)}
        >
          This week (live)
        </Button>
        {pastWeeks.map(({ week }) => (
          <Button
            key={week}
            variant={shownWeek === week ? 'primary' : 'secondary'}
            aria-pressed={shownWeek === week}
            onClick={() => setChosenWeek(week)}
          >
            {weekLabel(week)}
          </Button>
        ))}
      </nav>

      <PulseRanking
        week={shownWeek}
        live={shownWeek === running}
        onRecompute={() => setDialog({ kind: 'recompute', week: shownWeek })}
      />

      {dialog && (
        <ReasonDialog
          title={dialog.kind === 'recompute' ? 'Recompute the week' : dialog.open ? 'Open voting' : 'Close voting'}
          about={
            dialog.kind === 'recompute'
              ? `The week of ${weekLabel(dialog.week)} is ranked again from its votes.`
              : dialog.open
                ? 'Visitors can vote again this week.'
                : 'No one can vote until voting is opened again; artwork pages say that voting is closed.'
          }
          confirmLabel={dialog.kind === 'recompute' ? 'Recompute' : dialog.open ? 'Open voting' : 'Close voting'}
          pendingLabel={dialog.kind === 'recompute' ? 'Recomputing…' : 'Saving…'}
          onConfirm={(input) => send(dialog, input)}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
