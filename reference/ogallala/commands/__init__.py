"""The subcommands of ``ogallala``, one module each (see ``ogallala.commands.cli``)."""
