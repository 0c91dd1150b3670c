// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Linked with -static: reads IN in 100-byte blocks, then forks a child that writes OUT in 10-byte
// writes (the child's calls belong to a process image of its own), and waits for it.
#include <fcntl.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    if (argc != 3)
        return 2;
    char block[100];
    const int in = open(argv[1], O_RDONLY);
    if (in < 0)
        return 1;
    while (read(in, block, sizeof block) > 0) { }
    close(in);
    const pid_t child = fork();
    if (child == 0) {
        const int out = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0600);
        for (int i = 0; i < 300; ++i)
            if (out < 0 || write(out, "0123456789", 10) != 10)
                _exit(1);
        close(out);
        _exit(0);
    }
    int status = 0;
    if (child < 0 || waitpid(child, &status, 0) != child)
        return 1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
